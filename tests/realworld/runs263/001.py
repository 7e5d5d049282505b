# Tabular MLP migrated from a PyTorch nn.Sequential; features come from a preprocessing step
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(0)
N_FEATURES = 32  # from the old config
num = rng.normal(size=(2048, 24)).astype("float32")
cat = rng.integers(0, 10, size=(2048, 4))
onehot = np.concatenate([np.eye(10, dtype="float32")[cat[:, i]] for i in range(4)], axis=1)
x = np.concatenate([num, onehot], axis=1)
y = (num[:, 0] + num[:, 1] > 0).astype("int32")
print("train features:", x.shape, "labels:", y.shape)

model = keras.Sequential([
    keras.Input(shape=(N_FEATURES,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(64, activation="relu"),
    layers.Dense(2),
])
model.compile(optimizer=keras.optimizers.AdamW(1e-3, weight_decay=1e-2),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(64).prefetch(tf.data.AUTOTUNE)
model.fit(ds, epochs=3, verbose=2)
