# Binary classifier; data arrives as one file per class (negatives then positives).
# PyTorch version used DataLoader(train_set, batch_size=32, shuffle=True).
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(11)
rng = np.random.default_rng(11)
D, PER_CLASS = 20, 2000
w = rng.normal(size=D).astype("float32")
def sample(label, n):
    out, total = [], 0
    while total < n:
        z = rng.normal(size=(2 * n, D)).astype("float32")
        z = z[(z[:, 0] * z[:, 1] > 0) == bool(label)]
        out.append(z); total += len(z)
    return np.concatenate(out)[:n]
x_neg, x_pos = sample(0, PER_CLASS), sample(1, PER_CLASS)
x_all = np.concatenate([x_neg, x_pos]); y_all = np.concatenate([np.zeros(PER_CLASS), np.ones(PER_CLASS)]).astype("float32")
val_idx = rng.choice(len(x_all), 600, replace=False)
mask = np.ones(len(x_all), bool); mask[val_idx] = False
x_tr, y_tr, x_va, y_va = x_all[mask], y_all[mask], x_all[val_idx], y_all[val_idx]
print(f"train={len(x_tr)} val={len(x_va)} pos_frac_train={y_tr.mean():.3f} pos_frac_val={y_va.mean():.3f}")

BATCH = 32
train_ds = (tf.data.Dataset.from_tensor_slices((x_tr, y_tr))
            .shuffle(buffer_size=BATCH)
            .batch(BATCH)
            .prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(256)

model = keras.Sequential([keras.Input((D,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0, name="accuracy")])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
