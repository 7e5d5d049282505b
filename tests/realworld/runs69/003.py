# Category id column one-hot encoded inside the model with a Lambda layer
import numpy as np
import tensorflow as tf
import keras
from keras import layers

N_CAT = 8
cat_ids = np.random.randint(0, N_CAT, size=(400, 1)).astype("float32")  # read from a float csv column
num = np.random.rand(400, 6).astype("float32")
y = np.random.rand(400, 1).astype("float32")

cat_in = keras.Input(shape=(1,), name="cat")
num_in = keras.Input(shape=(6,), name="num")
oh = layers.Lambda(lambda c: tf.one_hot(tf.squeeze(c, -1), N_CAT), output_shape=(N_CAT,))(cat_in)
x = layers.Concatenate()([oh, num_in])
x = layers.Dense(32, activation="relu")(x)
out = layers.Dense(1)(x)
model = keras.Model([cat_in, num_in], out)
model.compile("adam", "mse")
model.fit([cat_ids, num], y, epochs=3, batch_size=32)
