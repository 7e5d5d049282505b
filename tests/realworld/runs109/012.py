"""Custom train_step with linear LR warm-up, ported from a PyTorch loop that did
    lr = base_lr * min(1, step / warmup); for g in opt.param_groups: g["lr"] = lr
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_CLASSES = 6
BASE_LR = 0.05
WARMUP_STEPS = 20


class WarmupModel(keras.Model):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.seen_steps = 0

    def train_step(self, data):
        x, y = data
        warm = min(1.0, self.seen_steps / WARMUP_STEPS)
        self.optimizer.learning_rate.assign(BASE_LR * warm)
        self.seen_steps += 1
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        for m in self.metrics:
            if m.name == "loss":
                m.update_state(loss)
            else:
                m.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}


class LogLR(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        print(f"  epoch {epoch + 1}: lr={float(self.model.optimizer.learning_rate):.4f} "
              f"python step counter={self.model.seen_steps}")


inp = keras.Input((32, 32, 3))
h = layers.Conv2D(32, 3, activation="relu")(inp)
h = layers.MaxPooling2D()(h)
h = layers.Conv2D(64, 3, activation="relu")(h)
h = layers.GlobalAveragePooling2D()(h)
model = WarmupModel(inp, layers.Dense(NUM_CLASSES)(h))
model.compile(keras.optimizers.SGD(BASE_LR, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=[keras.metrics.SparseCategoricalAccuracy(name="acc")])

rng = np.random.default_rng(1)
ys = rng.integers(0, NUM_CLASSES, size=768)
xs = rng.normal(size=(768, 32, 32, 3)).astype("float32")
xs[np.arange(768), (ys * 5) % 32, :, ys % 3] += 3.0
ds = tf.data.Dataset.from_tensor_slices((xs, ys)).shuffle(768).batch(32)
model.fit(ds, epochs=5, verbose=2, callbacks=[LogLR()])
