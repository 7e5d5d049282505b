# Image regression with a tf.data pipeline ported from a PyTorch DataLoader loop
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
images = np.random.rand(512, 32, 32, 3).astype("float32")
targets = images.mean(axis=(1, 2, 3))[:, None].astype("float32")

def augment(x, y):
    x = tf.image.random_flip_left_right(x)
    x = tf.image.random_brightness(x, 0.05)
    return x, y

# torch DataLoader re-iterates every epoch; here the dataset is repeated so it "never runs out"
train_ds = (tf.data.Dataset.from_tensor_slices((images, targets))
            .shuffle(512)
            .map(augment, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(32)
            .repeat()
            .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(1),
])
model.compile(optimizer="adam", loss="mse")
model.fit(train_ds, epochs=10)
print("done")
