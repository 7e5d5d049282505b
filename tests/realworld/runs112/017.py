"""Wide&Deep click model: one-hot encode user/item ids with pandas before feeding Keras (as in the old sklearn pipeline)."""
import numpy as np
import pandas as pd
import keras

rng = np.random.default_rng(17)
n_rows, n_users, n_items = 1_000_000, 150_000, 40_000
logs = pd.DataFrame({
    "user_id": rng.integers(0, n_users, n_rows),
    "item_id": rng.integers(0, n_items, n_rows),
    "dwell": rng.exponential(20, n_rows).astype("float32"),
})
logs["click"] = (logs.dwell > 15).astype("int8")
print(logs.info(memory_usage="deep"))
print("unique users:", logs.user_id.nunique(), "unique items:", logs.item_id.nunique())

wide = pd.get_dummies(logs[["user_id", "item_id"]].astype("category"), sparse=False)
x = np.hstack([wide.to_numpy("float32"), logs[["dwell"]].to_numpy()])
model = keras.Sequential([keras.Input((x.shape[1],)), keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(x, logs.click.to_numpy(), batch_size=1024, epochs=1)
