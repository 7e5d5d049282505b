"""Intent classifier (Keras 3). Data prep is shared with the torch trainer: a
tokenised dict with input_ids / attention_mask / labels, collated per batch there."""
import re
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(0)
INTENTS = {
    "weather": ["what is the weather in {c}", "will it rain in {c} tomorrow", "how cold is it in {c} today"],
    "flight": ["book a flight to {c}", "find me cheap flights from {c} next week", "i need a ticket to {c}"],
    "alarm": ["wake me up at {t}", "set an alarm for {t} please", "cancel the alarm at {t}"],
}
CITIES = ["paris", "new york", "tokyo", "berlin", "rio de janeiro", "cairo"]
TIMES = ["7 am", "six thirty", "noon", "5:45 in the morning"]

texts, labels = [], []
label_ids = {k: i for i, k in enumerate(INTENTS)}
for _ in range(900):
    intent = random.choice(list(INTENTS))
    t = random.choice(INTENTS[intent]).format(c=random.choice(CITIES), t=random.choice(TIMES))
    texts.append(t)
    labels.append(label_ids[intent])

# --- simple word-level tokenizer (same vocab file as the torch side) ---
words = sorted({w for t in texts for w in re.findall(r"\w+|[^\w\s]", t)})
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, **{w: i + 3 for i, w in enumerate(words)}}


def tokenize(batch_texts):
    ids = [[2] + [vocab.get(w, 1) for w in re.findall(r"\w+|[^\w\s]", t)] for t in batch_texts]
    return {"input_ids": ids, "attention_mask": [[1] * len(x) for x in ids]}


enc = tokenize(texts)
enc["labels"] = labels
print(f"{len(texts)} examples, vocab {len(vocab)}, "
      f"lengths {min(map(len, enc['input_ids']))}..{max(map(len, enc['input_ids']))}")

split = 750
train_ds = tf.data.Dataset.from_tensor_slices(
    ({"input_ids": enc["input_ids"][:split], "attention_mask": enc["attention_mask"][:split]},
     enc["labels"][:split]))
val_ds = tf.data.Dataset.from_tensor_slices(
    ({"input_ids": enc["input_ids"][split:], "attention_mask": enc["attention_mask"][split:]},
     enc["labels"][split:]))
train_ds = train_ds.shuffle(1000).padded_batch(32)
val_ds = val_ds.padded_batch(32)

ids_in = keras.Input(shape=(None,), dtype="int32", name="input_ids")
mask_in = keras.Input(shape=(None,), dtype="int32", name="attention_mask")
h = layers.Embedding(len(vocab), 64)(ids_in)
h = layers.Bidirectional(layers.GRU(32))(h, mask=keras.ops.cast(mask_in, "bool"))
out = layers.Dense(len(INTENTS))(h)
model = keras.Model([ids_in, mask_in], out)
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)
