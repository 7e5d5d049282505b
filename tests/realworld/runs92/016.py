# Images already sorted by class on disk (one folder after another); shuffle buffer copied from a tutorial
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
C, PER_CLASS = 4, 600
protos = rng.normal(size=(C, 12, 12, 1)).astype("float32")
x = np.concatenate([protos[c] + 0.8 * rng.normal(size=(PER_CLASS, 12, 12, 1)).astype("float32") for c in range(C)])
y = np.repeat(np.arange(C), PER_CLASS).astype("int32")     # 0,0,0,...,1,1,1,...,3

n_val = 400
val_idx = rng.choice(len(x), n_val, replace=False)
train_mask = np.ones(len(x), bool); train_mask[val_idx] = False

train_ds = (tf.data.Dataset.from_tensor_slices((x[train_mask], y[train_mask]))
            .batch(32)
            .shuffle(16)          # torch DataLoader(shuffle=True) ~ "shuffle the batches"
            .prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x[val_idx], y[val_idx])).batch(100)

model = keras.Sequential([
    keras.Input((12, 12, 1)),
    keras.layers.Conv2D(16, 3, activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(C),
])
model.compile(keras.optimizers.SGD(0.05, momentum=0.9),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
