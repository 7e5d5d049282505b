"""Two logical CPU replicas with MirroredStrategy: custom loss + metric, save as .keras and reload."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

@keras.saving.register_keras_serializable(package="runs")
def huber_loss(y_true, y_pred, delta=1.0):
    err = y_true - y_pred
    small = tf.abs(err) <= delta
    return tf.reduce_mean(tf.where(small, 0.5 * tf.square(err), delta * (tf.abs(err) - 0.5 * delta)), axis=-1)

rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 16)).astype("float32")
y = (x @ rng.normal(size=(16, 1)) * 0.5).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=0).batch(64)

with strategy.scope():
    model = keras.Sequential([keras.Input((16,)), layers.Dense(64, activation="relu"), layers.Dense(1)])
    model.compile(optimizer=keras.optimizers.Adam(3e-3), loss=huber_loss,
                  metrics=[keras.metrics.RootMeanSquaredError(name="rmse")])
model.fit(ds, epochs=4, verbose=2)
model.save("/home/user/project/018_model.keras")
reloaded = keras.models.load_model("/home/user/project/018_model.keras")
diff = np.abs(reloaded.predict(x[:256], verbose=0) - model.predict(x[:256], verbose=0)).max()
print("max |diff| after reload:", diff)
