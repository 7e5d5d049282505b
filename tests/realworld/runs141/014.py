"""Small CNN on 28x28 grayscale glyphs (10 classes) with an image-augmentation
tf.data pipeline, ModelCheckpoint on val_accuracy, and a reload of the best
checkpoint for the final test evaluation."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(5)
protos = rng.random((10, 28, 28)).astype("float32") > 0.6


def make(n):
    y = rng.integers(0, 10, n)
    x = protos[y].astype("float32") + 0.35 * rng.normal(size=(n, 28, 28)).astype("float32")
    return np.clip(x, 0, 1)[..., None], y.astype("int32")


(x_tr, y_tr), (x_va, y_va), (x_te, y_te) = make(3000), make(500), make(500)
augment = keras.Sequential([layers.RandomTranslation(0.08, 0.08), layers.RandomContrast(0.1)])

train_ds = (tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(3000, seed=0).batch(64)
            .map(lambda x, y: (augment(x, training=True), y), num_parallel_calls=tf.data.AUTOTUNE)
            .prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(128)

model = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Flatten(), layers.Dropout(0.3), layers.Dense(10),
], name="glyph_cnn")
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
ckpt = keras.callbacks.ModelCheckpoint("/home/user/project/glyph_best.keras", monitor="val_accuracy",
                                       save_best_only=True, verbose=1)
model.fit(train_ds, validation_data=val_ds, epochs=4, callbacks=[ckpt], verbose=2)

best = keras.models.load_model("/home/user/project/glyph_best.keras")
loss, acc = best.evaluate(x_te, y_te, batch_size=128, verbose=0)
print(f"test loss {loss:.4f} test accuracy {acc:.4f}")
