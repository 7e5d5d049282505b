"""Is the district expensive? Binary classifier on the housing CSV with a hand-written BCE (from torch code)."""
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

df = pd.read_csv("/home/user/project/data/csv/housing.csv")
FEATURES = ["longitude", "latitude", "housing_median_age", "total_rooms", "median_income"]
x = df[FEATURES].to_numpy("float32")
y = (df["median_house_value"] > df["median_house_value"].median()).to_numpy("float32")

def bce(y_true, y_pred):
    # same as the torch version: -(y*log(p) + (1-y)*log(1-p)).mean()
    return -tf.reduce_mean(y_true * tf.math.log(y_pred) + (1.0 - y_true) * tf.math.log(1.0 - y_pred))

model = keras.Sequential([
    keras.Input((len(FEATURES),)),
    layers.Dense(64, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=bce, metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=6, validation_split=0.2, verbose=2)
