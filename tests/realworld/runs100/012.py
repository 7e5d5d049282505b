# Fine-tune a small CNN on upsampled product photos; pipeline cached "for speed".
import numpy as np
import tensorflow as tf
import keras
from keras import layers

N, K, SIZE = 6000, 10, 384
rng = np.random.default_rng(0)
raw = rng.integers(0, 255, (N, 64, 64, 3), dtype=np.uint8)   # thumbnails from the export
labels = rng.integers(0, K, N).astype("int32")

def preprocess(img, lab):
    img = tf.image.resize(tf.cast(img, tf.float32) / 255.0, (SIZE, SIZE), method="bicubic")
    return img, lab

ds = (tf.data.Dataset.from_tensor_slices((raw, labels))
      .map(preprocess, num_parallel_calls=tf.data.AUTOTUNE)
      .cache()                                   # keep decoded images in RAM
      .shuffle(1024)
      .batch(32)
      .prefetch(tf.data.AUTOTUNE))
print(f"dataset: {N} images at {SIZE}x{SIZE}, cached in memory")

model = keras.Sequential([keras.Input((SIZE, SIZE, 3)),
                          layers.Conv2D(8, 5, strides=4, activation="relu"),
                          layers.Conv2D(16, 3, strides=2, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dense(K, activation="softmax")])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=2)
