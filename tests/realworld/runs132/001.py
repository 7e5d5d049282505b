"""Review sentiment classifier: variable-length token ids -> Embedding -> Dense head.
Ported from a PyTorch model that used nn.Flatten on padded batches."""
import numpy as np
import keras
from keras import layers

VOCAB, EMB, NCLS = 5000, 32, 2
rng = np.random.default_rng(0)
# token ids padded per batch by the collator, so the model is declared with a free time axis
x_train = rng.integers(1, VOCAB, size=(512, 40)).astype("int32")
y_train = rng.integers(0, NCLS, size=(512,)).astype("int32")

inp = keras.Input(shape=(None,), dtype="int32", name="input_ids")
h = layers.Embedding(VOCAB, EMB, name="tok_emb")(inp)
h = layers.Flatten(name="flatten")(h)
h = layers.Dense(64, activation="relu", name="fc1")(h)
out = layers.Dense(NCLS, activation="softmax", name="classifier")(h)
model = keras.Model(inp, out, name="review_clf")
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(x_train, y_train, batch_size=32, epochs=3, validation_split=0.1, verbose=2)
