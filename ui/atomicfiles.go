package ui

import (
	"bytes"
	"errors"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"agora/game"
)

// Fyne's file dialogs open the file a player picks before handing it
// over: the save dialog with os.Create, so an existing save is emptied at
// once, and lost if the write then fails (a full disk); the open dialog
// with os.Open, which waits for ever on a named pipe. safeFileRepository
// wraps the "file" repository so that its writers hold what they are
// given and, when closed, replace the file through a temporary file and a
// rename (game.WriteFileAtomic), and its readers open nothing until read,
// and then only a regular file. Everything else goes to the wrapped
// repository.

// writeFile is what an atomicWriter's Close calls; tests make it fail.
var writeFile = game.WriteFileAtomic

// safeFileRepository installs the wrapper over the current "file" repository
// unless it is already there (a Fyne app, and each test app, registers its
// own).
func safeFileRepository() {
	r, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := r.(atomicRepo); done {
		return
	}
	repository.Register("file", atomicRepo{r})
}

// atomicRepo is a repository whose Writer is an atomicWriter.
type atomicRepo struct{ repository.Repository }

// errNotSupported stands for the wrapped repository's lack of a method.
var errNotSupported = repository.ErrOperationNotSupported

func (r atomicRepo) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &atomicWriter{uri: u}, nil
}

func (r atomicRepo) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	return &lazyReader{uri: u, open: r.Repository.Reader}, nil
}

// CanRead says no to what is not a regular file or a folder without
// opening it (opening a named pipe waits for a writer).
func (r atomicRepo) CanRead(u fyne.URI) (bool, error) {
	info, err := os.Stat(u.Path())
	if err != nil {
		if os.IsNotExist(err) || os.IsPermission(err) {
			return false, nil
		}
		return false, err
	}
	if !info.Mode().IsRegular() && !info.IsDir() {
		return false, nil
	}
	return r.Repository.CanRead(u)
}

func (r atomicRepo) CanWrite(u fyne.URI) (bool, error) {
	if w, ok := r.Repository.(repository.WritableRepository); ok {
		return w.CanWrite(u)
	}
	return false, errNotSupported
}

func (r atomicRepo) Delete(u fyne.URI) error {
	if w, ok := r.Repository.(repository.WritableRepository); ok {
		return w.Delete(u)
	}
	return errNotSupported
}

func (r atomicRepo) DeleteAll(u fyne.URI) error {
	if w, ok := r.Repository.(repository.DeleteAllRepository); ok {
		return w.DeleteAll(u)
	}
	return errNotSupported
}

func (r atomicRepo) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	if w, ok := r.Repository.(repository.AppendableRepository); ok {
		return w.Appender(u)
	}
	return nil, errNotSupported
}

func (r atomicRepo) Parent(u fyne.URI) (fyne.URI, error) {
	if h, ok := r.Repository.(repository.HierarchicalRepository); ok {
		return h.Parent(u)
	}
	return repository.GenericParent(u)
}

func (r atomicRepo) Child(u fyne.URI, component string) (fyne.URI, error) {
	if h, ok := r.Repository.(repository.HierarchicalRepository); ok {
		return h.Child(u, component)
	}
	return repository.GenericChild(u, component)
}

func (r atomicRepo) List(u fyne.URI) ([]fyne.URI, error) {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.List(u)
	}
	return nil, errNotSupported
}

func (r atomicRepo) CanList(u fyne.URI) (bool, error) {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.CanList(u)
	}
	return false, nil
}

func (r atomicRepo) CreateListable(u fyne.URI) error {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.CreateListable(u)
	}
	return errNotSupported
}

func (r atomicRepo) Copy(src, dst fyne.URI) error {
	if c, ok := r.Repository.(repository.CopyableRepository); ok {
		return c.Copy(src, dst)
	}
	return repository.GenericCopy(src, dst)
}

func (r atomicRepo) Move(src, dst fyne.URI) error {
	if m, ok := r.Repository.(repository.MovableRepository); ok {
		return m.Move(src, dst)
	}
	return repository.GenericMove(src, dst)
}

// lazyReader opens its file at the first Read, and only a regular file.
type lazyReader struct {
	uri  fyne.URI
	open func(fyne.URI) (fyne.URIReadCloser, error)
	r    fyne.URIReadCloser
	err  error
}

func (l *lazyReader) URI() fyne.URI { return l.uri }

func (l *lazyReader) Read(p []byte) (int, error) {
	if l.r == nil && l.err == nil {
		if info, err := os.Stat(l.uri.Path()); err != nil {
			l.err = err
		} else if !info.Mode().IsRegular() {
			l.err = &os.PathError{Op: "open", Path: l.uri.Path(), Err: game.ErrNotRegular}
		} else {
			l.r, l.err = l.open(l.uri)
		}
	}
	if l.err != nil {
		return 0, l.err
	}
	return l.r.Read(p)
}

func (l *lazyReader) Close() error {
	if l.r == nil {
		return nil
	}
	return l.r.Close()
}

// atomicWriter keeps what is written and replaces its file when closed.
type atomicWriter struct {
	uri    fyne.URI
	buf    bytes.Buffer
	closed bool
}

var errClosed = errors.New("write to a closed file")

func (w *atomicWriter) URI() fyne.URI { return w.uri }

func (w *atomicWriter) Write(p []byte) (int, error) {
	if w.closed {
		return 0, errClosed
	}
	return w.buf.Write(p)
}

// Close writes the file; on failure the old file is whole.
func (w *atomicWriter) Close() error {
	if w.closed {
		return errClosed
	}
	w.closed = true
	return writeFile(w.uri.Path(), w.buf.Bytes())
}

// abort drops what was written: the file stays as it was.
func (w *atomicWriter) abort() { w.closed = true }
