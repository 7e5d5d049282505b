# Migration guide snippet: swap `from transformers import ...` for the MindSpore NLP equivalent
import mindspore as ms
from mindnlp.transformers import AutoModelForSequenceClassification, AutoTokenizer

ms.set_context(device_target="CPU")
tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")
model = AutoModelForSequenceClassification.from_pretrained("bert-base-uncased", num_labels=2)
print(model)
