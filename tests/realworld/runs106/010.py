"""End-to-end news-topic model with the TextVectorization layer inside, so it can take raw strings.
Train on tf.data, evaluate, then predict on a few headlines (like pipeline("text-classification")(texts))."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(10); random.seed(10)
TOPICS = {"sports": ["match", "goal", "league", "coach", "season"], "politics": ["vote", "senate", "election", "minister", "law"],
          "tech": ["chip", "software", "startup", "ai", "phone"]}
FILL = ["the", "a", "new", "after", "report", "says", "in", "over", "week", "big"]
names = sorted(TOPICS)
def headline():
    t = random.randrange(3)
    w = random.choices(FILL, k=random.randint(3, 7)) + random.choices(TOPICS[names[t]], k=2)
    random.shuffle(w); return " ".join(w), t
data = [headline() for _ in range(2400)]
x = np.array([d[0] for d in data]); y = np.array([d[1] for d in data])

vec = layers.TextVectorization(max_tokens=300, output_sequence_length=12)
vec.adapt(x[:2000])
inp = keras.Input(shape=(), dtype="string", name="headline")
h = vec(inp)
h = layers.Embedding(300, 32, mask_zero=True)(h)
h = layers.LSTM(32)(h)
out = layers.Dense(3, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])

train_ds = tf.data.Dataset.from_tensor_slices((x[:2000], y[:2000])).shuffle(2000).batch(64)
test_ds = tf.data.Dataset.from_tensor_slices((x[2000:], y[2000:])).batch(64)
model.fit(train_ds, epochs=3, verbose=2)
print("test:", model.evaluate(test_ds, verbose=0))

headlines = ["coach says the league season is over", "senate vote on new election law", "startup ships ai chip"]
probs = model.predict(headlines)
for h_, p in zip(headlines, probs):
    print(f"{h_!r} -> {names[int(p.argmax())]} ({p.max():.2f})")
