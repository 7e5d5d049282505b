# Small CNN on generated shape images: tf.data augmentation, ModelCheckpoint/ReduceLROnPlateau/CSVLogger, reload best weights.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(10)
rng = np.random.default_rng(10)

def make_images(n):
    imgs = np.zeros((n, 32, 32, 1), dtype="float32")
    labels = rng.integers(0, 3, n)
    for i, c in enumerate(labels):
        cx, cy, r = rng.integers(9, 23), rng.integers(9, 23), rng.integers(4, 8)
        yy, xx = np.mgrid[:32, :32]
        if c == 0:   # filled square
            imgs[i, cy - r:cy + r, cx - r:cx + r, 0] = 1.0
        elif c == 1: # disc
            imgs[i, ..., 0] = ((yy - cy) ** 2 + (xx - cx) ** 2 <= r * r)
        else:        # cross
            imgs[i, cy - 1:cy + 2, cx - r:cx + r, 0] = 1.0
            imgs[i, cy - r:cy + r, cx - 1:cx + 2, 0] = 1.0
    imgs += rng.normal(0, 0.15, imgs.shape).astype("float32")
    return imgs, labels.astype("int32")

xtr, ytr = make_images(3000)
xva, yva = make_images(600)

def augment(x, y):
    x = tf.image.random_flip_left_right(x)
    x = tf.image.random_flip_up_down(x)
    return x, y

train_ds = (tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(3000)
            .map(augment, num_parallel_calls=tf.data.AUTOTUNE).batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(200).cache()

def build():
    return keras.Sequential([
        keras.Input(shape=(32, 32, 1)),
        layers.Conv2D(16, 3, padding="same", activation="relu"),
        layers.MaxPooling2D(),
        layers.Conv2D(32, 3, padding="same", activation="relu"),
        layers.MaxPooling2D(),
        layers.GlobalAveragePooling2D(),
        layers.Dense(32, activation="relu"),
        layers.Dense(3),
    ])

model = build()
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
cbs = [
    keras.callbacks.ModelCheckpoint("shapes_best.weights.h5", monitor="val_accuracy", mode="max",
                                    save_best_only=True, save_weights_only=True, verbose=1),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1),
    keras.callbacks.CSVLogger("shapes_history.csv"),
]
model.fit(train_ds, validation_data=val_ds, epochs=8, callbacks=cbs, verbose=2)

restored = build()
restored.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
restored.load_weights("shapes_best.weights.h5")
loss, acc = restored.evaluate(val_ds, verbose=0)
print(f"best checkpoint reloaded: val_loss {loss:.4f} val_accuracy {acc:.4f}")
