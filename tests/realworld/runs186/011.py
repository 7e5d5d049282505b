"""Support-ticket router: TextVectorization + Embedding + pooling, trained with
model.fit, EarlyStopping, saved as .keras and reloaded for a sanity check."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(2)
rng = np.random.default_rng(2)
topics = {
    0: ["invoice", "refund", "charge", "billing", "payment", "card"],
    1: ["password", "login", "account", "locked", "reset", "email"],
    2: ["crash", "error", "bug", "freeze", "update", "install"],
}
filler = ["please", "help", "my", "the", "is", "not", "working", "since", "today", "again", "i", "can"]


def ticket(label):
    words = list(rng.choice(topics[label], 3)) + list(rng.choice(filler, 6))
    rng.shuffle(words)
    return " ".join(words)


labels = rng.integers(0, 3, 2400)
texts = np.array([ticket(int(k)) for k in labels])

vectorize = layers.TextVectorization(max_tokens=200, output_sequence_length=16)
vectorize.adapt(texts[:2000])
print("vocab size:", vectorize.vocabulary_size(), "sample:", vectorize.get_vocabulary()[:8])

inputs = keras.Input((1,), dtype="string")
x = vectorize(inputs)
x = layers.Embedding(200, 32, mask_zero=True)(x)
x = layers.GlobalAveragePooling1D()(x)
x = layers.Dense(32, activation="relu")(x)
outputs = layers.Dense(3, activation="softmax")(x)
model = keras.Model(inputs, outputs, name="ticket_router")
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])

train_ds = tf.data.Dataset.from_tensor_slices((texts[:2000], labels[:2000])).shuffle(2000, seed=2).batch(32)
val_ds = tf.data.Dataset.from_tensor_slices((texts[2000:], labels[2000:])).batch(128)
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(patience=2, restore_best_weights=True)])
model.save("/home/user/project/ticket_router.keras")
reloaded = keras.models.load_model("/home/user/project/ticket_router.keras")
probe = tf.constant(["my card payment was charged twice", "app crash after update"])
a, b = model.predict(probe, verbose=0), reloaded.predict(probe, verbose=0)
print("predictions:", a.argmax(1).tolist(), "max |orig - reloaded| =", float(np.abs(a - b).max()))
