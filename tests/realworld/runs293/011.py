# Healthy: small CNN on generated images with tf.data, EarlyStopping + ModelCheckpoint callbacks, reload best weights.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(11)
N, NCLS = 3000, 4
labels = rng.integers(0, NCLS, size=N).astype("int32")
imgs = rng.normal(scale=0.3, size=(N, 16, 16, 1)).astype("float32")
for i, c in enumerate(labels):
    if c == 0: imgs[i, 4:12, 4:12] += 1.0
    elif c == 1: imgs[i, :, 7:9] += 1.0
    elif c == 2: imgs[i, 7:9, :] += 1.0
    else: imgs[i] += np.eye(16)[:, :, None]
train = tf.data.Dataset.from_tensor_slices((imgs[:2400], labels[:2400])).shuffle(2400, seed=0).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((imgs[2400:], labels[2400:])).batch(128)

def build():
    return keras.Sequential([keras.Input(shape=(16, 16, 1)),
        keras.layers.Conv2D(16, 3, activation="relu", padding="same"), keras.layers.MaxPooling2D(),
        keras.layers.Conv2D(32, 3, activation="relu", padding="same"), keras.layers.GlobalAveragePooling2D(),
        keras.layers.Dense(NCLS)])
model = build()
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
cbs = [keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
       keras.callbacks.ModelCheckpoint("best011.weights.h5", monitor="val_loss", save_best_only=True, save_weights_only=True)]
model.fit(train, validation_data=val, epochs=10, verbose=2, callbacks=cbs)
fresh = build()
fresh.load_weights("best011.weights.h5")
fresh.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
l, a = fresh.evaluate(val, verbose=2)
print(f"reloaded best checkpoint: val loss {l:.4f} val accuracy {a:.4f}")
