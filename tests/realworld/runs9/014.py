# Evaluation script from an older HF fine-tuning example: metric = datasets.load_metric("accuracy"). load_metric was
# removed from datasets (moved to the separate evaluate package); the installed datasets is 4.x.
import numpy as np
import datasets
print("datasets", datasets.__version__, flush=True)
preds = np.array([0, 1, 1, 0, 1]); refs = np.array([0, 1, 0, 0, 1])
metric = datasets.load_metric("accuracy")
print(metric.compute(predictions=preds, references=refs))
