"""Product-review sentiment classifier: TextVectorization + Embedding + BiGRU, Keras 3.
Preprocessing settings reused from the earlier tweet-sentiment project (max_length=16)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

PREPROC = {"max_tokens": 2000, "max_length": 16}
keras.utils.set_random_seed(11)
rng = np.random.default_rng(11)

filler = ("i ordered this for my kitchen last month and it arrived in a plain box the setup took "
          "about ten minutes and the manual was short my partner tried it too over the weekend and "
          "we compared it with the old one we had before").split()
pos = ["great", "excellent", "love", "recommend", "perfect", "happy"]
neg = ["terrible", "broken", "refund", "awful", "disappointed", "useless"]


def review(label):
    body = list(rng.choice(filler, size=rng.integers(30, 45)))
    cue = rng.choice(pos if label else neg, size=2)
    return " ".join(body + ["overall", "it", "is"] + list(cue))


y = rng.integers(0, 2, size=3000)
texts = np.array([review(l) for l in y])
print("example:", texts[0], "->", y[0])
print("mean words per review:", np.mean([len(t.split()) for t in texts]).round(1))

vectorize = layers.TextVectorization(max_tokens=PREPROC["max_tokens"], output_mode="int",
                                     output_sequence_length=PREPROC["max_length"])
vectorize.adapt(texts[:2400])

def to_ds(t, l, shuffle):
    ds = tf.data.Dataset.from_tensor_slices((t, l))
    if shuffle:
        ds = ds.shuffle(len(t), seed=0)
    return ds.batch(64).map(lambda a, b: (vectorize(a), b)).prefetch(tf.data.AUTOTUNE)

train_ds, val_ds = to_ds(texts[:2400], y[:2400], True), to_ds(texts[2400:], y[2400:], False)

model = keras.Sequential([
    keras.Input((PREPROC["max_length"],), dtype="int64"),
    layers.Embedding(PREPROC["max_tokens"], 32, mask_zero=True),
    layers.Bidirectional(layers.GRU(32)),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
print("val:", model.evaluate(val_ds, verbose=0, return_dict=True))
