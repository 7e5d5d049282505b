# tokenizer called with text and text_pair batches of different lengths
# QA preprocessing zips questions and contexts after contexts were filtered.
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {"[PAD]": 0, "[UNK]": 1, "what": 2, "is": 3, "the": 4, "answer": 5, "it": 6, "42": 7}
core = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
core.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=core, unk_token="[UNK]", pad_token="[PAD]")
questions = ["what is the answer", "what is it", "what is 42"]
contexts = ["the answer is 42", "it is 42"]
enc = tok(questions, contexts, truncation=True, max_length=16, padding="max_length")
print(len(enc["input_ids"]))
