"""Support-ticket topic classifier: end-to-end string model (TextVectorization inside the model), Conv1D + Flatten head
ported from a PyTorch model that padded every ticket to the tokenizer's max_length."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(4); np.random.seed(4)
TOPICS = {
    0: ["password", "login", "reset", "locked", "account", "2fa"],
    1: ["invoice", "charge", "refund", "billing", "card", "payment"],
    2: ["crash", "error", "bug", "freeze", "update", "install"],
}
COMMON = ["hi", "team", "please", "help", "my", "the", "is", "not", "since", "yesterday", "thanks", "urgent"]
texts, labels = [], []
for _ in range(1500):
    y = random.randrange(3)
    words = random.sample(COMMON, random.randint(3, 9)) + random.sample(TOPICS[y], 2)
    random.shuffle(words)
    texts.append(" ".join(words)); labels.append(y)
texts = np.array(texts); labels = np.array(labels)

vectorize = layers.TextVectorization(max_tokens=2000, output_mode="int")
vectorize.adapt(texts)

inputs = keras.Input(shape=(1,), dtype="string", name="ticket_text")
x = vectorize(inputs)
x = layers.Embedding(2000, 32)(x)
x = layers.Conv1D(64, 3, activation="relu", padding="same")(x)
x = layers.Flatten()(x)
x = layers.Dense(64, activation="relu")(x)
outputs = layers.Dense(3, activation="softmax")(x)
model = keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(texts, labels, batch_size=32, epochs=4, validation_split=0.2)
