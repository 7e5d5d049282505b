# MLP regressor -> classifier port. PyTorch used StepLR(step_size=1, gamma=0.1) stepped once per epoch
# for the last epochs; here the schedule is handed to the Keras optimizer.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(8)
N, D, C = 8192, 40, 6
W = rng.normal(size=(D, C))
x = rng.normal(size=(N, D)).astype("float32")
y = np.argmax(x @ W + 0.5 * rng.normal(size=(N, C)), axis=1).astype("int32")
split = 7000
train_ds = tf.data.Dataset.from_tensor_slices((x[:split], y[:split])).shuffle(split).batch(128)
val_ds = tf.data.Dataset.from_tensor_slices((x[split:], y[split:])).batch(512)

lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.1, staircase=True)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.BatchNormalization(),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr_schedule),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
