# Sentiment classifier (bag of embeddings) with early stopping.
import numpy as np
import keras
from keras import layers

VOCAB, SEQ = 5000, 80
rng = np.random.default_rng(2)
x = rng.integers(1, VOCAB, (4000, SEQ))
y = ((x < 300).sum(axis=1) > (x > 4700).sum(axis=1)).astype("int32")

model = keras.Sequential([keras.Input((SEQ,), dtype="int32"), layers.Embedding(VOCAB, 32),
                          layers.GlobalAveragePooling1D(), layers.Dense(32, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])

callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weight=True),
    keras.callbacks.ModelCheckpoint("/home/user/project/sentiment.keras", save_best_only=True),
]
model.fit(x, y, validation_split=0.2, epochs=15, batch_size=64, callbacks=callbacks)
