"""Tabular regressor with a custom RBF feature layer; save as .keras, reload, export SavedModel for TF Serving."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops


@keras.saving.register_keras_serializable(package="tabular")
class RBFFeatures(layers.Layer):
    def __init__(self, num_centers=16, init_gamma=1.0, **kwargs):
        super().__init__(**kwargs)
        self.num_centers = num_centers
        self.init_gamma = init_gamma

    def build(self, input_shape):
        d = input_shape[-1]
        self.centers = self.add_weight(name="centers", shape=(self.num_centers, d),
                                       initializer="random_normal", trainable=True)
        self.log_gamma = self.add_weight(name="log_gamma", shape=(self.num_centers,),
                                         initializer=keras.initializers.Constant(np.log(self.init_gamma)))

    def call(self, x):
        diff = ops.expand_dims(x, 1) - self.centers[None]          # (b, c, d)
        dist2 = ops.sum(ops.square(diff), axis=-1)                  # (b, c)
        return ops.exp(-ops.exp(self.log_gamma) * dist2)

    def get_config(self):
        cfg = super().get_config()
        cfg.update({"num_centers": self.num_centers, "init_gamma": self.init_gamma})
        return cfg


keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
x = rng.uniform(-2, 2, size=(4000, 4)).astype("float32")
y = (np.sin(x[:, 0]) * np.cos(x[:, 1]) + 0.3 * x[:, 2] ** 2 - 0.1 * x[:, 3]).astype("float32")

inp = keras.Input((4,), name="features")
h = layers.Concatenate()([inp, RBFFeatures(32, init_gamma=0.5, name="rbf")(inp)])
h = layers.Dense(64, activation="silu")(h)
out = layers.Dense(1, name="target")(h)
model = keras.Model(inp, out, name="rbf_regressor")
model.compile(keras.optimizers.Adam(5e-3), "mse", metrics=[keras.metrics.RootMeanSquaredError(name="rmse")])
model.fit(x[:3500], y[:3500], validation_data=(x[3500:], y[3500:]), batch_size=128, epochs=5, verbose=2)

model.save("/home/user/project/rbf_regressor.keras")
re = keras.models.load_model("/home/user/project/rbf_regressor.keras")
d1 = float(np.abs(re.predict(x[3500:], verbose=0) - model.predict(x[3500:], verbose=0)).max())
print(f"keras reload max|diff| = {d1:.2e}")

model.export("/home/user/project/rbf_regressor_sm")
sm = tf.saved_model.load("/home/user/project/rbf_regressor_sm")
d2 = float(np.abs(sm.serve(tf.constant(x[3500:])).numpy() - model.predict(x[3500:], verbose=0)).max())
print(f"SavedModel serve max|diff| = {d2:.2e}")
