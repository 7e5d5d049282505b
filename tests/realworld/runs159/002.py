"""Heart-disease style tabular classifier with keras.utils.FeatureSpace
(replacement for the old tf.feature_column / DenseFeatures pipeline)."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)
n = 1500
df = pd.DataFrame({
    "age": rng.integers(29, 78, n),
    "sex": rng.integers(0, 2, n),
    "cp": rng.integers(0, 4, n),
    "trestbps": rng.normal(131, 17, n).round(),
    "chol": rng.normal(246, 51, n).round(),
    "thal": rng.choice(["normal", "fixed", "reversible"], n),
})
logit = (0.04 * (df.age - 54) + 0.9 * (df.cp == 0) + 1.2 * (df.thal == "reversible")
         + 0.01 * (df.chol - 246) - 0.8 + rng.normal(0, 0.7, n))
df["target"] = (logit > 0).astype("int64")
print(df.head())
print("positive rate: %.3f" % df.target.mean())

val_df = df.sample(frac=0.2, random_state=1)
train_df = df.drop(val_df.index)

def to_ds(frame, shuffle=True):
    frame = frame.copy()
    y = frame.pop("target")
    ds = tf.data.Dataset.from_tensor_slices((dict(frame), y))
    if shuffle:
        ds = ds.shuffle(len(frame), seed=1)
    return ds

train_ds, val_ds = to_ds(train_df), to_ds(val_df, shuffle=False)

fs = keras.utils.FeatureSpace(
    features={
        "sex": keras.utils.FeatureSpace.integer_categorical(num_oov_indices=0),
        "cp": keras.utils.FeatureSpace.integer_categorical(num_oov_indices=0),
        "thal": keras.utils.FeatureSpace.string_categorical(num_oov_indices=0),
        "age": keras.utils.FeatureSpace.float_discretized(num_bins=8),
        "trestbps": keras.utils.FeatureSpace.float_normalized(),
        "chol": keras.utils.FeatureSpace.float_normalized(),
    },
    crosses=[keras.utils.FeatureSpace.cross(("sex", "age"), crossing_dim=32)],
    output_mode="concat",
)
fs.adapt(train_ds.map(lambda x, _: x).batch(256))

pre_train = train_ds.batch(32).map(lambda x, y: (fs(x), y), num_parallel_calls=tf.data.AUTOTUNE).prefetch(2)
pre_val = val_ds.batch(64).map(lambda x, y: (fs(x), y), num_parallel_calls=tf.data.AUTOTUNE).prefetch(2)

encoded = keras.Input(shape=(fs.get_encoded_features().shape[-1],), name="encoded")
x = keras.layers.Dense(32, activation="relu")(encoded)
x = keras.layers.Dropout(0.3)(x)
out = keras.layers.Dense(1, activation="sigmoid")(x)
model = keras.Model(encoded, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(pre_train, validation_data=pre_val, epochs=8, verbose=2)

# end-to-end inference model that takes raw dict features
raw_inputs = fs.get_inputs()
infer = keras.Model(raw_inputs, model(fs.get_encoded_features()))
sample = {k: tf.constant([v]) for k, v in val_df.drop(columns="target").iloc[0].items()}
print("sample prob:", float(infer.predict(sample, verbose=0)[0, 0]), "label:", int(val_df.target.iloc[0]))
print("val:", model.evaluate(pre_val, verbose=0, return_dict=True))
