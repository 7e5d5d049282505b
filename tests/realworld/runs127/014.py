"""Next-product recommender (batch scoring job): last 10 product SKUs of a session -> next SKU.
StringLookup vocabulary comes from the training catalogue; num_oov_indices=0 so that
output ids line up 1:1 with the softmax classes (copied from the torch label encoder)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(4)
rng = np.random.default_rng(4)
catalogue = np.array([f"SKU-{i:05d}" for i in range(400)])
HIST = 10

def sessions(n, skus):
    start = rng.integers(0, len(skus) - HIST - 1, n)
    hist = np.stack([skus[s:s + HIST] for s in start])
    nxt = skus[start + HIST]
    return hist, nxt

x_tr, y_tr = sessions(6000, catalogue)
sku_lookup = layers.StringLookup(vocabulary=catalogue, num_oov_indices=0, mask_token=None)
print("vocabulary size:", sku_lookup.vocabulary_size())

inp = keras.Input(shape=(HIST,), dtype="string", name="history")
ids = sku_lookup(inp)
h = layers.Embedding(sku_lookup.vocabulary_size(), 48)(ids)
h = layers.GRU(64)(h)
out = layers.Dense(sku_lookup.vocabulary_size(), activation="softmax")(h)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy",
              metrics=[keras.metrics.SparseTopKCategoricalAccuracy(k=10, name="hit@10")])
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, sku_lookup(y_tr))).shuffle(6000).batch(128)
model.fit(train_ds, epochs=3, verbose=2)

# score last week's sessions (catalogue got 25 new SKUs since the export)
new_catalogue = np.concatenate([catalogue, [f"SKU-{i:05d}" for i in range(400, 425)]])
x_new, y_new = sessions(500, new_catalogue)
preds = model.predict(tf.constant(x_new), batch_size=128, verbose=1)
print("top-1 of first session:", catalogue[preds[0].argmax()])
