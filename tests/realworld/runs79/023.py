# Healthy run: tabular regression with per-row sample_weight, a registered custom loss and metric,
# XLA (jit_compile=True), then save/load as .keras.
import numpy as np, tensorflow as tf, keras
from keras import layers

@keras.saving.register_keras_serializable(package="tab")
def pseudo_huber(y_true, y_pred, delta=1.0):
    d = y_pred - y_true
    return tf.reduce_mean(delta ** 2 * (tf.sqrt(1.0 + tf.square(d / delta)) - 1.0), axis=-1)

@keras.saving.register_keras_serializable(package="tab")
class RelativeError(keras.metrics.Metric):
    def __init__(self, name="rel_err", **kw):
        super().__init__(name=name, **kw)
        self.total = self.add_weight(name="total", shape=(), initializer="zeros")
        self.count = self.add_weight(name="count", shape=(), initializer="zeros")
    def update_state(self, y_true, y_pred, sample_weight=None):
        err = tf.abs(y_pred - y_true) / (tf.abs(y_true) + 1.0)
        self.total.assign_add(tf.reduce_sum(err))
        self.count.assign_add(tf.cast(tf.size(err), tf.float32))
    def result(self):
        return self.total / self.count

rng = np.random.default_rng(24)
x = rng.normal(size=(8000, 12)).astype("float32")
y = (2 * x[:, 0] - x[:, 1] + 0.5 * x[:, 2] ** 2 + rng.normal(scale=0.1, size=8000)).astype("float32")
w = np.where(rng.random(8000) < 0.1, 5.0, 1.0).astype("float32")   # up-weight audited rows

model = keras.Sequential([keras.Input((12,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
model.compile(keras.optimizers.Adam(2e-3), loss=pseudo_huber, metrics=[RelativeError()], jit_compile=True)
model.fit(x, y[:, None], sample_weight=w, batch_size=128, epochs=8, validation_split=0.1, verbose=2)
model.save("tab_reg.keras")
re = keras.saving.load_model("tab_reg.keras")
print("max |diff| after reload:", float(np.abs(re.predict(x[:256], verbose=0) - model.predict(x[:256], verbose=0)).max()))
