# Small CNN on generated 28x28 "shapes" images with a tf.data pipeline and augmentation (healthy run).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(11)


def make_images(n):
    imgs = np.zeros((n, 28, 28, 1), "float32")
    labels = rng.integers(0, 3, n)
    for i, c in enumerate(labels):
        r0, c0 = rng.integers(4, 12, 2)
        s = rng.integers(8, 14)
        if c == 0:
            imgs[i, r0:r0 + s, c0:c0 + s] = 1.0
        elif c == 1:
            imgs[i, r0:r0 + s, c0 + s // 2] = 1.0; imgs[i, r0 + s // 2, c0:c0 + s] = 1.0
        else:
            for k in range(s):
                imgs[i, r0 + k, c0 + k] = 1.0
    imgs += 0.1 * rng.normal(size=imgs.shape).astype("float32")
    return imgs, labels.astype("int32")


x_tr, y_tr = make_images(3000)
x_va, y_va = make_images(600)
aug = keras.Sequential([layers.RandomTranslation(0.1, 0.1)])
train = (tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(3000, seed=0).batch(64)
         .map(lambda a, b: (aug(a, training=True), b), num_parallel_calls=tf.data.AUTOTUNE).prefetch(2))
val = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(200)

model = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Flatten(), layers.Dropout(0.2), layers.Dense(64, activation="relu"), layers.Dense(3),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2,
          callbacks=[keras.callbacks.ReduceLROnPlateau(patience=2, factor=0.5, verbose=1)])
loss, acc = model.evaluate(val, verbose=0)
print(f"final val loss {loss:.4f} acc {acc:.4f}")
