"""Two-tower retrieval-style click model with StringLookup + Embedding (healthy baseline)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
n_users, n_items, N = 300, 500, 20000
user_ids = np.array([f"u{u}" for u in rng.integers(0, n_users, N)])
item_ids = np.array([f"i{i}" for i in rng.integers(0, n_items, N)])
u_num = np.array([int(s[1:]) for s in user_ids]); i_num = np.array([int(s[1:]) for s in item_ids])
clicked = (((u_num % 7) == (i_num % 7)) | (rng.random(N) < 0.05)).astype("float32")

user_vocab = np.unique(user_ids); item_vocab = np.unique(item_ids)
user_lookup = layers.StringLookup(vocabulary=user_vocab, name="user_lookup")
item_lookup = layers.StringLookup(vocabulary=item_vocab, name="item_lookup")

u_in = keras.Input(shape=(), dtype="string", name="user_id")
i_in = keras.Input(shape=(), dtype="string", name="item_id")
u = layers.Embedding(user_lookup.vocabulary_size(), 32, name="user_emb")(user_lookup(u_in))
i = layers.Embedding(item_lookup.vocabulary_size(), 32, name="item_emb")(item_lookup(i_in))
u = layers.Dense(32)(u); i = layers.Dense(32)(i)
score = layers.Dot(axes=1)([u, i])
out = layers.Activation("sigmoid")(score)
model = keras.Model([u_in, i_in], out)
model.compile(keras.optimizers.Adam(5e-3), "binary_crossentropy",
              metrics=["binary_accuracy", keras.metrics.AUC(name="auc")])

ds = tf.data.Dataset.from_tensor_slices(({"user_id": user_ids, "item_id": item_ids}, clicked))
ds = ds.shuffle(N, seed=0, reshuffle_each_iteration=False)
val = ds.take(4000).batch(256); train = ds.skip(4000).batch(256)
model.fit(train, validation_data=val, epochs=4, verbose=2)
print("eval:", model.evaluate(val, verbose=0, return_dict=True))
