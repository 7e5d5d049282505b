# Mixed-precision regression model with a custom train_step (ported from a torch.cuda.amp training loop).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
keras.utils.set_random_seed(2)

class Regressor(keras.Model):
    def __init__(self):
        super().__init__()
        self.body = keras.Sequential([layers.Dense(128, activation="gelu"),
                                      layers.Dense(128, activation="gelu"),
                                      layers.Dense(8)])
        self.loss_tracker = keras.metrics.Mean(name="loss")

    def call(self, x, training=False):
        return self.body(x, training=training)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            pred = self(x, training=True)
            loss = tf.reduce_mean(tf.square(y - pred))
            scaled = self.optimizer.scale_loss(loss)
        grads = tape.gradient(scaled, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        self.loss_tracker.update_state(loss)
        return {"loss": self.loss_tracker.result()}

    @property
    def metrics(self):
        return [self.loss_tracker]

X = np.random.randn(2048, 32).astype("float32")
W = np.random.randn(32, 8).astype("float32") / 6
Y = (X @ W + 0.05 * np.random.randn(2048, 8)).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(2048).batch(128).prefetch(2)

model = Regressor()
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=3e-4, weight_decay=0.01))
print("compute dtype:", model.dtype_policy.compute_dtype, "variable dtype:", model.dtype_policy.variable_dtype)
model.fit(ds, epochs=5, verbose=2)
