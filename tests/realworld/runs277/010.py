"""MLP classifier with exponential LR decay (ported from torch StepLR(step_size=1, gamma=0.5) stepped per epoch)."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(8)
x = rng.normal(size=(6000, 20)).astype("float32")
W = rng.normal(size=(20, 3))
y = np.argmax(x @ W + 0.5 * rng.normal(size=(6000, 3)), axis=1).astype("int32")
train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(32)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(256)

# torch: StepLR(optimizer, step_size=1, gamma=0.5) -> halve LR every epoch
schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.5, staircase=True)
model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(3)])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=schedule),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=8, verbose=2)
