"""Intent classifier: TextVectorization + StringLookup labels + Embedding(mask_zero) + GRU, with callbacks."""
import os, random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(1); keras.utils.set_random_seed(1)
OUT = "/home/user/project"
os.makedirs(OUT, exist_ok=True)

INTENTS = {
    "weather": ["rain", "sunny", "forecast", "temperature", "umbrella", "snow"],
    "music": ["play", "song", "album", "playlist", "volume", "artist"],
    "alarm": ["wake", "alarm", "morning", "snooze", "remind", "tomorrow"],
    "food": ["order", "pizza", "restaurant", "delivery", "lunch", "menu"],
}
FILL = ["please", "can", "you", "the", "me", "a", "for", "my", "now", "what", "is"]

def sample():
    intent = random.choice(list(INTENTS))
    w = random.choices(FILL, k=random.randint(2, 8)) + random.choices(INTENTS[intent], k=random.randint(1, 3))
    random.shuffle(w)
    return " ".join(w), intent

data = [sample() for _ in range(3000)]
texts = np.array([t for t, _ in data]); intents = np.array([i for _, i in data])
print(f"{len(texts)} utterances, intents: {sorted(set(intents))}")

vectorize = layers.TextVectorization(max_tokens=2000, output_sequence_length=16)
vectorize.adapt(texts[:2400])
label_lookup = layers.StringLookup(num_oov_indices=0)
label_lookup.adapt(intents[:2400])
print("vocab:", vectorize.vocabulary_size(), "labels:", label_lookup.get_vocabulary())

def make_ds(x, y, shuffle):
    ds = tf.data.Dataset.from_tensor_slices((x, y))
    if shuffle:
        ds = ds.shuffle(len(x), seed=1)
    return ds.batch(64).map(lambda t, l: (vectorize(t), label_lookup(l)), num_parallel_calls=tf.data.AUTOTUNE).prefetch(2)

train_ds = make_ds(texts[:2400], intents[:2400], True)
val_ds = make_ds(texts[2400:], intents[2400:], False)

model = keras.Sequential([
    keras.Input(shape=(16,), dtype="int64"),
    layers.Embedding(vectorize.vocabulary_size(), 48, mask_zero=True),
    layers.GRU(48),
    layers.Dropout(0.2),
    layers.Dense(len(label_lookup.get_vocabulary()), activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True),
    keras.callbacks.CSVLogger(os.path.join(OUT, "history.csv")),
    keras.callbacks.ModelCheckpoint(os.path.join(OUT, "best.keras"), monitor="val_accuracy", save_best_only=True),
]
model.fit(train_ds, validation_data=val_ds, epochs=5, callbacks=callbacks, verbose=2)
print("eval:", model.evaluate(val_ds, verbose=0))
best = keras.models.load_model(os.path.join(OUT, "best.keras"))
probe = vectorize(tf.constant(["can you play my playlist now", "will it rain tomorrow"]))
pred = best.predict(probe, verbose=0).argmax(-1)
print("predict:", [label_lookup.get_vocabulary()[i] for i in pred])
