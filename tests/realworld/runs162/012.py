"""Small CNN on synthetic 28x28 images with tf.data, augmentation, checkpointing and reload (Keras 3)."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(42)
rng = np.random.default_rng(42)
n, classes = 3000, 4
protos = rng.normal(size=(classes, 28, 28, 1)).astype("float32")
y = rng.integers(0, classes, n)
x = (protos[y] + 0.8 * rng.normal(size=(n, 28, 28, 1))).astype("float32")

train = tf.data.Dataset.from_tensor_slices((x[:2500], y[:2500])).shuffle(2500).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x[2500:], y[2500:])).batch(128)

model = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.RandomTranslation(0.05, 0.05),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(classes, activation="softmax"),
], name="tiny_cnn")
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
ckpt = "/home/user/project/tiny_cnn.keras"
cbs = [keras.callbacks.ModelCheckpoint(ckpt, monitor="val_accuracy", save_best_only=True, verbose=1),
       keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True)]
model.fit(train, validation_data=val, epochs=5, callbacks=cbs, verbose=2)
restored = keras.models.load_model(ckpt)
loss, acc = restored.evaluate(val, verbose=0)
print(f"restored checkpoint {os.path.basename(ckpt)}: val_loss={loss:.4f} val_accuracy={acc:.4f}")
