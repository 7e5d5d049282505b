# Image classifier on generated 16x16 "shape" images; tf.data pipeline ported from a torch Dataset
# that returned images and targets from two separate arrays.
import numpy as np, keras, tensorflow as tf
from keras import layers

rng = np.random.default_rng(8)
N, S = 6000, 16

def make_images(n):
    y = rng.integers(0, 4, n)
    x = rng.normal(0, 0.3, (n, S, S, 1)).astype("float32")
    for i, c in enumerate(y):
        if c == 0: x[i, 4:12, 7:9] += 1.0          # vertical bar
        elif c == 1: x[i, 7:9, 4:12] += 1.0        # horizontal bar
        elif c == 2: x[i, 4:12, 4:12] += 0.5       # square
        else: x[i, np.arange(4, 12), np.arange(4, 12)] += 1.0  # diagonal
    return x, y.astype("int32")

x_train, y_train = make_images(N)
x_val, y_val = make_images(1000)

AUTOTUNE = tf.data.AUTOTUNE
def augment(img):
    img = tf.image.random_flip_left_right(img)
    return img + tf.random.normal(tf.shape(img), stddev=0.05)

images = tf.data.Dataset.from_tensor_slices(x_train).map(augment, num_parallel_calls=AUTOTUNE)
targets = tf.data.Dataset.from_tensor_slices(y_train)
images = images.shuffle(2048, reshuffle_each_iteration=True)
targets = targets.shuffle(2048, reshuffle_each_iteration=True)
train_ds = tf.data.Dataset.zip((images, targets)).batch(64).prefetch(AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)

model = keras.Sequential([
    keras.Input((S, S, 1)),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.BatchNormalization(),
    layers.MaxPooling2D(),
    layers.Conv2D(64, 3, padding="same", activation="relu"),
    layers.BatchNormalization(),
    layers.GlobalAveragePooling2D(),
    layers.Dense(64, activation="relu"),
    layers.Dense(4),
])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
