"""Housing regression from CSV: numeric + categorical inputs with Keras preprocessing layers."""
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
df = pd.read_csv("/home/user/project/data/csv/housing.csv")
NUMERIC = ["longitude", "latitude", "housing_median_age", "total_rooms", "median_income"]
target = (df.pop("median_house_value") / 100000.0).astype("float32")
val_df, train_df = df.iloc[:120], df.iloc[120:]
val_y, train_y = target.iloc[:120], target.iloc[120:]

def to_ds(frame, y, shuffle):
    feats = {"numeric": frame[NUMERIC].to_numpy("float32"),
             "ocean_proximity": frame["ocean_proximity"].to_numpy()}
    ds = tf.data.Dataset.from_tensor_slices((feats, y.to_numpy()))
    if shuffle:
        ds = ds.shuffle(len(frame), seed=0)
    return ds.batch(32).prefetch(tf.data.AUTOTUNE)

train_ds, val_ds = to_ds(train_df, train_y, True), to_ds(val_df, val_y, False)

norm = layers.Normalization(name="num_norm")
norm.adapt(train_df[NUMERIC].to_numpy("float32"))
lookup = layers.StringLookup(output_mode="one_hot", name="prox_lookup")
lookup.adapt(train_df["ocean_proximity"].to_numpy())
print("vocabulary:", lookup.get_vocabulary())

num_in = keras.Input((len(NUMERIC),), name="numeric")
cat_in = keras.Input((), dtype="string", name="ocean_proximity")
h = layers.Concatenate()([norm(num_in), lookup(cat_in)])
h = layers.Dense(64, activation="relu")(h)
h = layers.Dense(32, activation="relu")(h)
out = layers.Dense(1, name="value")(h)
model = keras.Model({"numeric": num_in, "ocean_proximity": cat_in}, out)
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="mse", metrics=["mae"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
print("val mse/mae:", model.evaluate(val_ds, verbose=0))
