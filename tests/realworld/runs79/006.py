# Augmentation for a plant-disease CNN, following a 2021 blog post (random rotations via TF Addons).
import numpy as np
import tensorflow as tf
import tensorflow_addons as tfa
import keras
from keras import layers

def augment(img, label):
    angle = tf.random.uniform([], -0.3, 0.3)
    img = tfa.image.rotate(img, angle, fill_mode="reflect")
    img = tf.image.random_flip_left_right(img)
    return img, label

x = np.random.rand(256, 96, 96, 3).astype("float32")
y = np.random.randint(0, 38, 256)
ds = tf.data.Dataset.from_tensor_slices((x, y)).map(augment).batch(32)
model = keras.Sequential([keras.Input((96, 96, 3)), layers.Conv2D(16, 3, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dense(38, activation="softmax")])
model.compile("adam", "sparse_categorical_crossentropy")
model.fit(ds, epochs=2)
