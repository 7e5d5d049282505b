# Export a scoring model as a SavedModel with a concrete serving function, then smoke-test it
import numpy as np
import tensorflow as tf
import keras

BATCH_SIZE = 64
rng = np.random.default_rng(0)
X = rng.normal(size=(BATCH_SIZE * 10, 24)).astype("float32")
y = (X[:, 0] + X[:, 1] > 0).astype("float32")

model = keras.Sequential([keras.Input((24,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy")
model.fit(X, y, batch_size=BATCH_SIZE, epochs=2, verbose=2)

class Scorer(tf.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model
    @tf.function
    def score(self, x):
        return {"prob": self.model(x)}

scorer = Scorer(model)
# trace with a real training batch so the signature matches the data
serving_fn = scorer.score.get_concrete_function(tf.constant(X[:BATCH_SIZE]))
tf.saved_model.save(scorer, "/tmp/runs83_009_scorer", signatures={"serving_default": serving_fn})
print("exported; signature:", serving_fn.structured_input_signature)

# ---- serving smoke test: one request at a time ----
loaded = tf.saved_model.load("/tmp/runs83_009_scorer")
request = rng.normal(size=(1, 24)).astype("float32")
print(loaded.score(tf.constant(request)))
