# CNN classifier ported from PyTorch: optim.Adam(lr=1e-3) + lr_scheduler.StepLR(step_size=1, gamma=0.5).
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
N, C = 5000, 10
labels = rng.integers(0, C, size=(N,)).astype("int32")
protos = rng.normal(size=(C, 16, 16, 3)).astype("float32")
images = (protos[labels] + 1.5 * rng.normal(size=(N, 16, 16, 3))).astype("float32")
train_ds = tf.data.Dataset.from_tensor_slices((images[:4500], labels[:4500])).shuffle(4500).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((images[4500:], labels[4500:])).batch(256)

model = keras.Sequential([
    keras.Input((16, 16, 3)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.BatchNormalization(momentum=0.9, epsilon=1e-5),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(C),
])
# StepLR(step_size=1, gamma=0.5)
schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.5, staircase=True)
optimizer = keras.optimizers.Adam(learning_rate=schedule)
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])

class LrLogger(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        lr = float(schedule(self.model.optimizer.iterations))
        print(f"epoch {epoch + 1}: lr={lr:.3e}")

model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2, callbacks=[LrLogger()])
