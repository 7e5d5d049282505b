"""Review sentiment: TextVectorization -> Embedding(mask_zero) -> BiGRU -> Dense."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(7)
POS = ["great", "excellent", "loved", "wonderful", "fantastic", "solid", "perfect"]
NEG = ["awful", "terrible", "hated", "broken", "useless", "boring", "refund"]
FILL = ["the", "product", "this", "was", "really", "and", "it", "my", "phone", "case",
        "delivery", "box", "quite", "very", "after", "week", "use", "i", "a", "with"]
rng = np.random.default_rng(7)

def make_review(label):
    n = rng.integers(5, 25)
    words = list(rng.choice(FILL, size=n))
    key = POS if label else NEG
    for _ in range(rng.integers(1, 3)):
        words.insert(rng.integers(0, len(words)), rng.choice(key))
    return " ".join(words)

labels = rng.integers(0, 2, size=3000)
texts = np.array([make_review(l) for l in labels])
split = 2400
train_ds = tf.data.Dataset.from_tensor_slices((texts[:split], labels[:split])).shuffle(2400, seed=1).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((texts[split:], labels[split:])).batch(64)

vectorize = layers.TextVectorization(max_tokens=5000, output_sequence_length=32)
vectorize.adapt(train_ds.map(lambda x, y: x))
print("vocab size:", vectorize.vocabulary_size(), "first tokens:", vectorize.get_vocabulary()[:6])

train_ids = train_ds.map(lambda x, y: (vectorize(x), y)).prefetch(tf.data.AUTOTUNE)
val_ids = val_ds.map(lambda x, y: (vectorize(x), y)).prefetch(tf.data.AUTOTUNE)

inp = keras.Input(shape=(32,), dtype="int64")
x = layers.Embedding(vectorize.vocabulary_size(), 32, mask_zero=True)(inp)
x = layers.Bidirectional(layers.GRU(32))(x)
x = layers.Dropout(0.2)(x)
out = layers.Dense(1, activation="sigmoid")(x)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ids, validation_data=val_ids, epochs=4, verbose=2)

end2end = keras.Sequential([keras.Input(shape=(1,), dtype="string"), vectorize, model])
probe = tf.constant([["the delivery was excellent and i loved it"], ["useless case broken after a week"]])
print("probe predictions:", np.round(end2end.predict(probe, verbose=0).ravel(), 3))
print("val:", model.evaluate(val_ids, verbose=0))
