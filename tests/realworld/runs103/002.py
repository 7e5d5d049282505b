"""Regression on the California-housing style CSV with tf.data.experimental.make_csv_dataset."""
import tensorflow as tf
import keras
from keras import layers

CSV = "/home/user/project/data/csv/housing.csv"
NUMERIC = ["longitude", "latitude", "housing_median_age", "total_rooms", "median_income"]
LABEL = "median_house_val"   # target column

def make_ds(shuffle):
    return tf.data.experimental.make_csv_dataset(
        CSV, batch_size=32, label_name=LABEL, select_columns=NUMERIC + [LABEL],
        num_epochs=1, shuffle=shuffle)

train_ds = make_ds(True)

def pack(features, label):
    x = tf.stack([tf.cast(features[c], tf.float32) for c in NUMERIC], axis=-1)
    return x, label / 100000.0

train_ds = train_ds.map(pack)
norm = layers.Normalization()
norm.adapt(train_ds.map(lambda x, y: x))

model = keras.Sequential([keras.Input((len(NUMERIC),)), norm,
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(train_ds, epochs=5, verbose=2)
