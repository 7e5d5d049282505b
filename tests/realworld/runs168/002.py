"""Churn model on tabular data with Keras preprocessing layers inside a tf.data pipeline."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
N = 3000
plan = rng.choice(["basic", "plus", "pro", "family"], size=N)
region = rng.choice(["north", "south", "east", "west", "central"], size=N)
tenure = rng.gamma(2.0, 12.0, size=N).astype("float32")
monthly = (20 + 15 * (plan == "pro") + 8 * (plan == "plus") + rng.normal(0, 4, N)).astype("float32")
logit = 1.2 - 0.09 * tenure + 0.15 * (monthly - 30) + 1.5 * (plan == "basic") - 1.0 * (region == "west")
churn = (rng.random(N) < 1 / (1 + np.exp(-logit))).astype("int32")

idx = rng.permutation(N)
tr, va = idx[:2400], idx[2400:]

plan_lookup = layers.StringLookup(output_mode="one_hot")
plan_lookup.adapt(plan[tr])
region_lookup = layers.StringLookup(output_mode="one_hot")
region_lookup.adapt(region[tr])
num_norm = layers.Normalization(axis=-1)
num_norm.adapt(np.stack([tenure[tr], monthly[tr]], axis=1))
print("plan vocab:", plan_lookup.get_vocabulary())
print("region vocab:", region_lookup.get_vocabulary())


def make_ds(ix, training):
    ds = tf.data.Dataset.from_tensor_slices(
        ({"plan": plan[ix], "region": region[ix],
          "num": np.stack([tenure[ix], monthly[ix]], axis=1)}, churn[ix]))
    if training:
        ds = ds.shuffle(len(ix), seed=1)
    ds = ds.batch(64)

    def prep(f, y):
        x = tf.concat([tf.cast(plan_lookup(f["plan"]), tf.float32),
                       tf.cast(region_lookup(f["region"]), tf.float32),
                       num_norm(f["num"])], axis=-1)
        return x, y
    return ds.map(prep, num_parallel_calls=tf.data.AUTOTUNE).prefetch(tf.data.AUTOTUNE)


train_ds, val_ds = make_ds(tr, True), make_ds(va, False)
print("element_spec:", train_ds.element_spec)

model = keras.Sequential([
    keras.Input(shape=(train_ds.element_spec[0].shape[-1],)),
    layers.Dense(32, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
hist = model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2,
                 callbacks=[keras.callbacks.EarlyStopping(monitor="val_auc", mode="max", patience=3,
                                                          restore_best_weights=True)])
res = model.evaluate(val_ds, verbose=0, return_dict=True)
print("val:", {k: round(float(v), 4) for k, v in res.items()})
model.save("/home/user/project/churn_002.keras")
re = keras.models.load_model("/home/user/project/churn_002.keras")
xb, _ = next(iter(val_ds))
print("reload max|diff|:", float(np.max(np.abs(model.predict(xb, verbose=0) - re.predict(xb, verbose=0)))))
