"""Gradient accumulation in Keras 3 via a custom train_step (port of the torch loop:
    loss.backward(); if (step + 1) % accum == 0: optimizer.step(); optimizer.zero_grad()
)"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(2)
ACCUM_STEPS = 4


class AccumModel(keras.Model):
    def __init__(self, accum_steps, **kwargs):
        super().__init__(**kwargs)
        self.accum_steps = accum_steps
        self.micro_step = 0
        self.body = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(64, activation="relu"), layers.Dense(1)])

    def build(self, input_shape):
        self.body.build(input_shape)
        self.accum = [tf.Variable(tf.zeros_like(v), trainable=False) for v in self.body.trainable_variables]
        super().build(input_shape)

    def call(self, x, training=False):
        return self.body(x, training=training)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=y_pred) / self.accum_steps
        grads = tape.gradient(loss, self.body.trainable_variables)
        for a, g in zip(self.accum, grads):
            a.assign_add(g)
        self.micro_step += 1
        if self.micro_step % self.accum_steps == 0:
            self.optimizer.apply_gradients(zip(self.accum, self.body.trainable_variables))
            for a in self.accum:
                a.assign(tf.zeros_like(a))
        for m in self.metrics:
            if m.name == "loss":
                m.update_state(loss * self.accum_steps)
            else:
                m.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}


# house-price style regression
X = np.random.rand(4096, 12).astype("float32")
w_true = np.random.randn(12, 1).astype("float32")
Y = X @ w_true + 0.3 * np.sin(6 * X[:, :1]) + 0.05 * np.random.randn(4096, 1).astype("float32")

model = AccumModel(ACCUM_STEPS)
model.build((None, 12))
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(X, Y, batch_size=32, epochs=6, validation_split=0.1, verbose=2)
print("optimizer iterations:", int(model.optimizer.iterations.numpy()))
