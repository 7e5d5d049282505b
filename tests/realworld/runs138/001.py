"""Multi-task house listing model: price regression + property-type classification.
Ported from a PyTorch Lightning module where the two heads were called `price` and `ptype`."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
N, NUM_FEAT, N_TYPES, VOCAB, DESC_LEN = 2048, 12, 4, 800, 24

num = rng.normal(size=(N, NUM_FEAT)).astype("float32")
desc = rng.integers(1, VOCAB, size=(N, DESC_LEN)).astype("int32")
ptype = rng.integers(0, N_TYPES, size=(N,)).astype("int32")
price = (num[:, :3].sum(1) + 0.5 * ptype + rng.normal(scale=0.1, size=N)).astype("float32")

num_in = keras.Input(shape=(NUM_FEAT,), name="numeric")
desc_in = keras.Input(shape=(DESC_LEN,), dtype="int32", name="description")
e = layers.Embedding(VOCAB, 32, mask_zero=True)(desc_in)
e = layers.GlobalAveragePooling1D()(e)
h = layers.Concatenate()([layers.Dense(64, activation="relu")(num_in), e])
h = layers.Dense(64, activation="relu")(h)
price_out = layers.Dense(1, name="price_head")(h)
type_out = layers.Dense(N_TYPES, activation="softmax", name="type_head")(h)
model = keras.Model([num_in, desc_in], [price_out, type_out], name="listing_mtl")
model.summary()

# same keys as the torch version's loss dict
model.compile(
    optimizer=keras.optimizers.Adam(1e-3),
    loss={"price": "mse", "ptype": "sparse_categorical_crossentropy"},
    loss_weights={"price": 1.0, "ptype": 0.5},
    metrics={"price": ["mae"], "ptype": ["accuracy"]},
)
history = model.fit(
    {"numeric": num, "description": desc},
    {"price": price, "ptype": ptype},
    validation_split=0.1, batch_size=64, epochs=3, verbose=2,
)
model.save("listing_mtl.keras")
print("saved listing_mtl.keras")
