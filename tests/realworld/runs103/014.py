"""Housing price bucket classifier: categorical column via StringLookup with a fixed vocabulary."""
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

df = pd.read_csv("/home/user/project/data/csv/housing.csv")
df["bucket"] = pd.qcut(df["median_house_value"], 4, labels=False)
NUMERIC = ["longitude", "latitude", "housing_median_age", "total_rooms", "median_income"]

# fixed vocabulary taken from the training frame so that serving uses the same ids
prox_vocab = df["ocean_proximity"].astype(str).tolist()
lookup = layers.StringLookup(vocabulary=prox_vocab, output_mode="one_hot", name="prox")
norm = layers.Normalization()
norm.adapt(df[NUMERIC].to_numpy("float32"))

num_in = keras.Input((len(NUMERIC),), name="numeric")
cat_in = keras.Input((), dtype="string", name="ocean_proximity")
h = layers.Concatenate()([norm(num_in), lookup(cat_in)])
h = layers.Dense(64, activation="relu")(h)
out = layers.Dense(4, activation="softmax")(h)
model = keras.Model({"numeric": num_in, "ocean_proximity": cat_in}, out)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
ds = tf.data.Dataset.from_tensor_slices((
    {"numeric": df[NUMERIC].to_numpy("float32"), "ocean_proximity": df["ocean_proximity"].to_numpy()},
    df["bucket"].to_numpy())).shuffle(600).batch(32)
model.fit(ds, epochs=5, verbose=2)
