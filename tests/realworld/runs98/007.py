"""MNIST-style MLP with a step-decay LR schedule ported from torch StepLR(step_size=1, gamma=0.1)
-- but written per *batch* via a closure (original code called scheduler.step() every iteration)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(7)
x = rng.random((3000, 64)).astype("float32")
W = rng.normal(size=(64, 10)).astype("float32")
y = (x @ W + 0.1 * rng.normal(size=(3000, 10))).argmax(-1).astype("int32")

model = keras.Sequential([
    keras.Input(shape=(64,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(10, activation="softmax"),
])

base_lr = 1e-3
steps_per_epoch = 3000 // 50
# torch: StepLR(opt, step_size=1, gamma=0.1); scheduler.step() was called every batch
schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=base_lr, decay_steps=1, decay_rate=0.1, staircase=True)
model.compile(optimizer=keras.optimizers.SGD(learning_rate=schedule, momentum=0.9),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])


class LRLogger(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        lr = self.model.optimizer.learning_rate
        print(f"  epoch {epoch + 1}: lr={float(lr):.3e}")


model.fit(x, y, epochs=8, batch_size=50, validation_split=0.2, callbacks=[LRLogger()], verbose=2)
print("eval:", model.evaluate(x, y, verbose=0))
