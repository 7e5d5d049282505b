"""Housing regression reading the raw export with tf.data.experimental.CsvDataset."""
import tensorflow as tf
import keras
from keras import layers

CSV = "/home/user/project/data/csv/housing_raw.csv"
# longitude, latitude, housing_median_age, total_rooms, median_income, ocean_proximity, median_house_value
record_defaults = [tf.float32, tf.float32, tf.float32, tf.float32, tf.float32, tf.string, tf.float32]
ds = tf.data.experimental.CsvDataset(CSV, record_defaults, header=True)

def to_xy(lon, lat, age, rooms, income, prox, value):
    x = tf.stack([lon, lat, age, rooms / 1000.0, income])
    return x, value / 100000.0

ds = ds.map(to_xy).shuffle(512).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([keras.Input((5,)), layers.Dense(64, activation="relu"),
                          layers.Dense(32, activation="relu"), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(ds, epochs=10, verbose=2)
