# Image classifier data pipeline ported from torch (separate image / label datasets zipped together)
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(7)
n, classes = 3000, 4
y = rng.integers(0, classes, size=(n,))
protos = rng.normal(0, 1, size=(classes, 16, 16, 1)).astype("float32")
x = (protos[y] + rng.normal(0, 0.8, size=(n, 16, 16, 1))).astype("float32")
print("images", x.shape, "labels", y.shape, "classes", classes)

def augment(img):
    img = tf.image.random_flip_left_right(img)
    return img

images = tf.data.Dataset.from_tensor_slices(x).shuffle(n, seed=1).map(augment)
labels = tf.data.Dataset.from_tensor_slices(y).shuffle(n, seed=2)
train = tf.data.Dataset.zip((images, labels)).batch(64).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((16, 16, 1)), layers.Conv2D(16, 3, activation="relu"),
                          layers.MaxPooling2D(), layers.Conv2D(32, 3, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dense(classes)])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, epochs=6, verbose=2)
