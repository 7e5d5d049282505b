# Tabular churn model with Keras preprocessing layers fed by tf.data from a dict of columns.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
N = 5000
plan = rng.choice(["basic", "plus", "pro", "team"], size=N)
region = rng.choice([11, 12, 31, 44, 52], size=N).astype("int64")
tenure = rng.gamma(2.0, 12.0, size=N).astype("float32")
spend = rng.lognormal(3.0, 0.6, size=N).astype("float32")
logit = -1.2 + (plan == "basic") * 1.0 - tenure / 30 + (region == 44) * 0.8 + (spend > 30) * 0.5
churn = (rng.random(N) < 1 / (1 + np.exp(-logit))).astype("float32")
cols = {"plan": plan, "region": region, "tenure": tenure, "spend": spend}

plan_lookup = layers.StringLookup(output_mode="one_hot");   plan_lookup.adapt(plan)
region_lookup = layers.IntegerLookup(output_mode="one_hot"); region_lookup.adapt(region)
tenure_bins = layers.Discretization(num_bins=8, output_mode="one_hot"); tenure_bins.adapt(tenure)
spend_norm = layers.Normalization(axis=None); spend_norm.adapt(np.log(spend))
print("plan vocab:", plan_lookup.get_vocabulary(), "region vocab:", region_lookup.get_vocabulary())

def preprocess(f, y):
    feats = tf.concat([tf.cast(plan_lookup(f["plan"]), "float32"), tf.cast(region_lookup(f["region"]), "float32"),
                       tf.cast(tenure_bins(f["tenure"]), "float32"),
                       tf.expand_dims(spend_norm(tf.math.log(f["spend"])), -1)], axis=-1)
    return feats, y

ds = tf.data.Dataset.from_tensor_slices((cols, churn)).shuffle(N, seed=0)
train = ds.take(4000).batch(128).map(preprocess).prefetch(2)
val = ds.skip(4000).batch(128).map(preprocess)
n_feat = train.element_spec[0].shape[-1]
print("feature width:", n_feat)

model = keras.Sequential([keras.Input((n_feat,)), layers.Dense(32, activation="relu"), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0)])
callbacks = [keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1),
             keras.callbacks.EarlyStopping(monitor="val_loss", patience=4, restore_best_weights=True, verbose=1)]
model.fit(train, validation_data=val, epochs=15, callbacks=callbacks, verbose=2)
print("best val_loss:", min(model.history.history["val_loss"]))
