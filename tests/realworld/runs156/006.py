"""Factorization-machine CTR model. The LR-logging/step-decay callback is copied
from the team's old tf.keras 2.x training utilities."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers


class FMInteraction(layers.Layer):
    def __init__(self, factor_dim=8, **kwargs):
        super().__init__(**kwargs)
        self.factor_dim = factor_dim

    def build(self, input_shape):
        self.V = self.add_weight(name="V", shape=(int(input_shape[-1]), self.factor_dim),
                                 initializer="glorot_uniform")

    def call(self, x):
        xv = tf.matmul(x, self.V)
        x2v2 = tf.matmul(tf.square(x), tf.square(self.V))
        return 0.5 * tf.reduce_sum(tf.square(xv) - x2v2, axis=1, keepdims=True)


class StepDecayLogger(keras.callbacks.Callback):
    """Halve the learning rate every `every` epochs and log it."""
    def __init__(self, every=2):
        super().__init__()
        self.every = every

    def on_epoch_end(self, epoch, logs=None):
        lr = float(self.model.optimizer.lr.numpy())
        if (epoch + 1) % self.every == 0:
            self.model.optimizer.lr.assign(lr * 0.5)
        print(f" - lr: {lr:.2e}")


N_FEAT = 30
inp = keras.Input(shape=(N_FEAT,))
linear = layers.Dense(1)(inp)
pair = FMInteraction(8)(inp)
out = layers.Activation("sigmoid")(layers.Add()([linear, pair]))
model = keras.Model(inp, out, name="fm_ctr")
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=[keras.metrics.AUC(name="auc")])

rng = np.random.default_rng(1)
x = (rng.random((4096, N_FEAT)) < 0.1).astype("float32")
y = (x[:, 0] * x[:, 1] + 0.1 * rng.random(4096) > 0.5).astype("float32")
model.fit(x, y, batch_size=256, epochs=6, validation_split=0.1, callbacks=[StepDecayLogger(2)])
