# Export a scorer as SavedModel with a fixed signature, then call it from the serving script
import numpy as np
import tensorflow as tf

class Scorer(tf.Module):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable(tf.random.normal([16, 1]), name="w")

    @tf.function(input_signature=[tf.TensorSpec([None, 16], tf.float32, name="features")])
    def score(self, features):
        return {"score": tf.sigmoid(tf.matmul(features, self.w))}

m = Scorer()
tf.saved_model.save(m, "/tmp/runs69_scorer", signatures={"serving_default": m.score})
print("exported")

# --- serving side ---
loaded = tf.saved_model.load("/tmp/runs69_scorer")
infer = loaded.signatures["serving_default"]
print(infer.structured_input_signature)
batch = np.random.rand(8, 16)          # features from pandas .values
print(infer(features=tf.constant(batch))["score"].numpy()[:3])
