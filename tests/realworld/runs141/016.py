"""Train a product-image classifier (8 classes, 32x32 thumbnails) and write the
per-class report for the hold-out set (precision/recall + confusion matrix),
the way the PyTorch eval script did with a DataLoader(shuffle=True)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CLASSES = ["shoe", "bag", "shirt", "watch", "hat", "belt", "scarf", "glove"]
rng = np.random.default_rng(11)
protos = rng.random((len(CLASSES), 32, 32, 3)).astype("float32")


def make(n):
    y = rng.integers(0, len(CLASSES), n)
    x = np.clip(protos[y] + 0.25 * rng.normal(size=(n, 32, 32, 3)), 0, 1).astype("float32")
    return x, y.astype("int32")


def to_ds(x, y, training):
    ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(len(x))
    return ds.batch(64).prefetch(tf.data.AUTOTUNE)


(x_tr, y_tr), (x_te, y_te) = make(2400), make(800)
train_ds, test_ds = to_ds(x_tr, y_tr, True), to_ds(x_te, y_te, False)

model = keras.Sequential([
    keras.Input((32, 32, 3)),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.MaxPooling2D(), layers.Flatten(),
    layers.Dense(len(CLASSES)),
])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, epochs=4, verbose=2)

loss, acc = model.evaluate(test_ds, verbose=2)

# ---- per-class report
y_true = np.concatenate([y.numpy() for _, y in test_ds])
y_pred = model.predict(test_ds, verbose=0).argmax(axis=1)
cm = np.zeros((len(CLASSES), len(CLASSES)), dtype=int)
for t, p in zip(y_true, y_pred):
    cm[t, p] += 1
print(f"{'class':>8} {'precision':>9} {'recall':>7} {'support':>7}")
for i, name in enumerate(CLASSES):
    prec = cm[i, i] / max(cm[:, i].sum(), 1)
    rec = cm[i, i] / max(cm[i].sum(), 1)
    print(f"{name:>8} {prec:9.3f} {rec:7.3f} {cm[i].sum():7d}")
print(f"overall accuracy: {np.trace(cm) / cm.sum():.4f}  (n={cm.sum()})")
print("confusion matrix (rows=true, cols=pred):")
print(cm)
